// The app's toasts (spec part 2 §9: 4000 ms, 3 visible). Call `toaster.create({...})` from
// anywhere; their look (<Toaster/>, ./toaster-view.tsx) is mounted by the app provider.
import { createToaster } from '@chakra-ui/react';
import { TOAST } from '@shared/constants';

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST.duracionMs,
  max: TOAST.visibles,
  pauseOnPageIdle: true,
});
