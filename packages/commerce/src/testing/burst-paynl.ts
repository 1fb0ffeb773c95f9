/** Pay. credentials the killed-process tests and their burst process share with the simulator. */
export const burstPaynl = {
  PAYNL_SERVICE_ID: 'SL-5555-6666',
  PAYNL_TOKEN_CODE: 'AT-7777-8888',
  PAYNL_API_TOKEN: 'killed-process-token',
};
