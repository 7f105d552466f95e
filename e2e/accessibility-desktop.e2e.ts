import { accessibilitySweep } from './support/accessibility-sweep';

accessibilitySweep('desktop');
