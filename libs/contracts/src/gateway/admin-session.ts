/** Answers of the admin session calls, `/api/admin/login`, `check` and `logout`. */
export interface AdminCheckResponse {
  authenticated: boolean;
}

export interface AdminLoginResponse {
  authenticated: true;
  message: string;
}

/** `POST /api/admin/logout-all`: every owner session ended, this one included (docs/decisions.md, D-94). */
export interface AdminLogoutAllResponse {
  success: true;
  /** Sessions that were live and are no more. */
  endedSessions: number;
}

export interface HttpErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
