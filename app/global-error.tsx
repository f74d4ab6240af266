'use client';

import { GlobalError } from '@/features/errors/GlobalError';
import '@/ui/global.css';

export default GlobalError;
