import { PlateElement, type PlateElementProps } from 'platejs/react';
import type { TElement } from 'platejs';

type LinkNode = TElement & { url?: string; target?: string };
type ImageNode = TElement & { url?: string; alt?: string };

/** An inline link; it opens in a new tab only from the reader pages, never while editing. */
export function LinkElement(props: PlateElementProps<LinkNode>) {
  const { element } = props;
  return (
    <PlateElement
      {...props}
      as="a"
      attributes={{
        ...props.attributes,
        href: element.url,
        ...(element.target ? { target: element.target, rel: 'noopener noreferrer' } : {}),
      }}
    >
      {props.children}
    </PlateElement>
  );
}

/** A block image (void): the picture, its alt text as the accessible name. */
export function ImageElement(props: PlateElementProps<ImageNode>) {
  const { element } = props;
  return (
    <PlateElement {...props} className="rte-image">
      <figure contentEditable={false}>
        <img src={element.url} alt={element.alt ?? ''} draggable={false} />
      </figure>
      {props.children}
    </PlateElement>
  );
}

/** A horizontal rule (void). */
export function HrElement(props: PlateElementProps) {
  return (
    <PlateElement {...props} className="rte-hr">
      <div contentEditable={false}>
        <hr />
      </div>
      {props.children}
    </PlateElement>
  );
}

export function TableElement(props: PlateElementProps) {
  return (
    <PlateElement {...props} className="rte-table">
      <table>
        <tbody>{props.children}</tbody>
      </table>
    </PlateElement>
  );
}

export function TableRowElement(props: PlateElementProps) {
  return (
    <PlateElement {...props} as="tr">
      {props.children}
    </PlateElement>
  );
}

type CellNode = TElement & { colSpan?: number; rowSpan?: number };

export function TableCellElement(props: PlateElementProps<CellNode>) {
  const { element } = props;
  return (
    <PlateElement
      {...props}
      as="td"
      attributes={{
        ...props.attributes,
        ...(element.colSpan ? { colSpan: element.colSpan } : {}),
        ...(element.rowSpan ? { rowSpan: element.rowSpan } : {}),
      }}
    >
      {props.children}
    </PlateElement>
  );
}

export function TableHeaderCellElement(props: PlateElementProps<CellNode>) {
  return (
    <PlateElement {...props} as="th">
      {props.children}
    </PlateElement>
  );
}

export function CodeBlockElement(props: PlateElementProps) {
  return (
    <PlateElement {...props} as="pre">
      <code>{props.children}</code>
    </PlateElement>
  );
}

export function CodeLineElement(props: PlateElementProps) {
  return (
    <PlateElement {...props} className="rte-code-line">
      {props.children}
    </PlateElement>
  );
}
