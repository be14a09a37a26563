// The lazily loaded half of StaffToaster: a module of its own so react-hot-toast lands in a staff chunk.
export { Toaster as default } from '@firm/ui';
