/**
 * /user/dashboard (spec §2: the page reads 'Dashboard'): the field worker's day one tap away, a large card to today's
 * task with what is left (docs/architecture.md §14).
 */
import { Link } from 'react-router';
import { useRemainingProps } from '../../features/tasks/api/get-remaining-props';
import { useTaskToday } from '../../features/tasks/api/get-task-today';

function leftText(started: boolean, propsToday: number, left: number | null): string {
  if (!started) return propsToday ? `${propsToday} ${propsToday === 1 ? 'prop' : 'props'} to photograph today. Start with your photo.` : 'Start with your photo, then the props one by one.';
  if (left === null) return 'Your task is under way.';
  if (left === 0) return 'All props photographed today. Well done!';
  return `${left} of ${Math.max(propsToday, left)} ${Math.max(propsToday, left) === 1 ? 'prop' : 'props'} left today`;
}

export function DashboardPage() {
  const today = useTaskToday();
  const started = today.data?.hasPhotoToday === true;
  const remaining = useRemainingProps(started);
  const left = Array.isArray(remaining.data) ? remaining.data.length : null;
  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Dashboard</h1>
      <Link to="/user/task" className="today-task" data-testid="today-task">
        <span className="today-task__eyebrow">Today&apos;s task</span>
        <span className="today-task__title">{started ? (left === 0 ? 'Done for today' : 'Continue photographing the props') : 'Photograph today\u2019s props'}</span>
        <span className="today-task__left" data-testid="today-task-left">
          {today.data ? leftText(started, today.data.propsToday, left) : today.error ? 'Open the task to see today\u2019s props.' : 'Loading today\u2019s props...'}
        </span>
        <span className="today-task__go" aria-hidden>
          {started ? 'Open the task →' : 'Start →'}
        </span>
      </Link>
    </section>
  );
}
