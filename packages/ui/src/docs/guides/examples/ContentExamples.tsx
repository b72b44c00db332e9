import { DataList } from '../../../data/DataList';
import { TextInput } from '../../../inputs/TextInput';
import { Button } from '../../../primitives/Button';
import { DoDont } from './DoDont';
import { Banner, BareTable, Row } from './shared';

interface ArticleRow {
  id: number;
  title: string;
}

const columns = [
  { key: 'title', header: 'Title', cell: (r: ArticleRow) => r.title },
  { key: 'status', header: 'Status', cell: () => '' },
];

/** An empty list: the list's empty state, against a table with headers and nothing under them. */
export function ContentEmptyList() {
  return (
    <DoDont
      do={
        <DataList<ArticleRow>
          label="Articles"
          rows={[]}
          columns={columns}
          getRowId={(r) => String(r.id)}
          emptyVariant="content"
          emptyTitle="No articles yet"
          emptySubtitle="Articles you write or import appear here."
          emptyAction={<Button variant="primary">New article</Button>}
        />
      }
      doCaption="Give an empty list its empty state (DataList's emptyTitle, emptySubtitle and emptyAction): it says there is nothing yet and what to do next."
      dont={
        <BareTable>
          <caption hidden>Articles</caption>
          <thead>
            <tr>
              <th>Title</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody />
        </BareTable>
      }
      dontCaption="Leave a blank table: the reader cannot tell an empty list from one still loading or broken."
    />
  );
}

/** A refused save: the spec's message under its field, against a banner that names no field. */
export function ContentFieldError() {
  return (
    <DoDont
      do={
        <Row>
          <TextInput label="Title" defaultValue="" error="Title cannot be empty" />
          <Button variant="primary">Save</Button>
        </Row>
      }
      doCaption="Put the error under the field it is about, in the spec's words, and keep what the user typed."
      dont={
        <>
          <Banner role="alert">Error 40001: validation failed</Banner>
          <Row>
            <TextInput label="Title" defaultValue="" />
            <Button variant="primary">Save</Button>
          </Row>
        </>
      }
      dontCaption="Show a raw code in a banner at the top: the user has to guess which field is wrong."
    />
  );
}
