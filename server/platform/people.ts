/** "Brooks, Taylor", or the nickname in place of the first name when there is one: how lists show a contact. */
export const contactName = (c: { firstName: string; lastName: string; nickname: string | null }) =>
  `${c.lastName}, ${c.nickname || c.firstName}`;
