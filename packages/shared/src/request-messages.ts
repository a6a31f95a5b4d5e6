/**
 * What the server says about blood requests and SOS, written once: the server sends these, and the web shows
 * the same words (its i18n catalogue takes the English from here).
 */
export const REQUEST_MESSAGES = {
  created: 'Blood request created successfully!',
  accepted: 'Successfully accepted the request',
  declined: 'Successfully declined the request',
  statusUpdated: 'Request status updated successfully',

  notFound: 'Blood request not found.',
  patientsOnly: 'Only patients can create blood requests.',
  donorsOnly: 'Only donors can respond to blood requests.',
  patientsAndDonorsOnly: 'Blood requests are for patients and donors; this account has none.',
  ownRequestsOnly: 'You can only change your own requests.',
  alreadyResponded: 'You have already responded to this request.',
  noBloodGroup: 'Your profile has no blood group: choose the blood group for this request.',
  fulfilNeedsAcceptance: 'A request can be marked fulfilled once a donor has accepted it.',
  onlyAcceptedDonorsGave: 'Only donors who accepted this request can be recorded as having given blood.',
  notAnAcceptedDonor: 'Not an accepted donor of this request',
  changedMeanwhile: 'The request changed meanwhile. Refresh and try again.',
  /** `status` is the request's current status, e.g. "Fulfilled". */
  noLongerNeedsDonors: (status: string) =>
    `This request is already ${status.toLowerCase()}: it no longer needs donors.`,
  cannotCancel: (status: string) => `This request is already ${status.toLowerCase()} and cannot be cancelled.`,
  alreadyClosed: (status: string) => `This request is already ${status.toLowerCase()}.`,
} as const;
