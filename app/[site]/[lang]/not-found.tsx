import { NotFoundView } from '@/features/errors/NotFoundView';

export default function NotFound() {
  return <NotFoundView />;
}
