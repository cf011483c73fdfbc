import { createContext, useContext } from 'react';

/** What a wish's reservation control needs of the list screen: the list, the code it was opened with, who is there. */
export interface WishScreen {
  listId: number;
  ac: string | undefined;
  signedIn: boolean;
}

export const WishContext = createContext<WishScreen | null>(null);

export const useWishScreen = () => useContext(WishContext);
