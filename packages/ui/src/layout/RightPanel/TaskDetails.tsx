import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Avatar } from '../../feedback/Avatar';
import { Badge, type BadgeTone } from '../../feedback/Badge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { sampleMember, sampleTask, type SampleTask } from './sampleData';
import { UserPopover } from './UserPopover';

import { theme } from '../../foundations/tokens';
export interface TaskDetailsProps {
  /** The task shown; defaults to the sample task. */
  task?: SampleTask;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  & dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  & dd {
    margin: 0;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  & > h4 {
    margin: 0;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.semibold};
  }
  & > p {
    margin: 0;
  }
`;

const Subtasks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  & li[data-done] {
    color: ${theme.color.text.secondary};
    text-decoration: line-through;
  }
  & svg {
    flex: none;
  }
  & li[data-done] svg {
    color: ${theme.color.text.success};
  }
`;

const AssigneeRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

const statusTone: Record<SampleTask['status'], BadgeTone> = {
  todo: 'neutral',
  'in-progress': 'info',
  done: 'success',
};
const priorityTone: Record<SampleTask['priority'], BadgeTone> = {
  low: 'neutral',
  medium: 'warning',
  high: 'danger',
};

/** The task details of the right panel (operations §2 demo panels), on hard-coded sample data. */
export function TaskDetails({ task = sampleTask }: TaskDetailsProps) {
  const { t, i18n } = useTranslation();
  const assignee = sampleMember(task.assigneeId);
  const done = task.subtasks.filter((s) => s.done).length;
  const [y, m, d] = task.due.split('-').map(Number);
  const due = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
  return (
    <Root aria-labelledby={`task-${task.id}-title`}>
      <Title id={`task-${task.id}-title`}>{task.title}</Title>
      <Facts>
        <dt>{t('task-status')}</dt>
        <dd>
          <Badge tone={statusTone[task.status]}>{t(`task-status-${task.status}`)}</Badge>
        </dd>
        <dt>{t('task-priority')}</dt>
        <dd>
          <Badge tone={priorityTone[task.priority]}>{t(`task-priority-${task.priority}`)}</Badge>
        </dd>
        <dt>{t('task-assignee')}</dt>
        <dd>
          {assignee ? (
            <AssigneeRow>
              <Avatar name={assignee.fullName} src={assignee.avatarUrl} size="xs" decorative />
              <UserPopover member={assignee} />
            </AssigneeRow>
          ) : (
            task.assigneeId
          )}
        </dd>
        <dt>{t('task-due')}</dt>
        <dd>
          <time dateTime={task.due}>{due}</time>
        </dd>
      </Facts>
      <Section>
        <h4>{t('task-description')}</h4>
        <p>{task.description}</p>
      </Section>
      <Section aria-labelledby={`task-${task.id}-subtasks`}>
        <h4 id={`task-${task.id}-subtasks`}>
          {t('task-subtasks')} · {t('task-progress', { done, total: task.subtasks.length })}
        </h4>
        <Subtasks>
          {task.subtasks.map((s) => (
            <li key={s.id} data-done={s.done || undefined}>
              {s.done ? <CircleCheck aria-hidden size={16} /> : <Circle aria-hidden size={16} />}
              <span>{s.title}</span>
              {s.done && <VisuallyHidden>{` (${t('task-status-done')})`}</VisuallyHidden>}
            </li>
          ))}
        </Subtasks>
      </Section>
    </Root>
  );
}
