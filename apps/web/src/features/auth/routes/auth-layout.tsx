import { Outlet } from 'react-router';

/** Centred card for login, registration and partner screens; full width on a 375 px phone. */
export function Component() {
  return (
    <div className="flex justify-center px-4 py-8 sm:py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <Outlet />
      </div>
    </div>
  );
}
