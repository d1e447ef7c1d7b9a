/** Answers of the admin session calls, `/api/admin/login`, `check` and `logout`. */
export interface AdminCheckResponse {
  authenticated: boolean;
}

export interface AdminLoginResponse {
  authenticated: true;
  message: string;
}

export interface HttpErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
