/** Markup and SQL that every text field of the suite is sent, to be refused or stored as plain text. */
export const XSS = '<script>alert(1)</script>';
export const SQL = "' OR 1=1; DROP TABLE engagement.likes; --";
