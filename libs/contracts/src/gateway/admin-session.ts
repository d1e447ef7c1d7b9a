/** Answers of the admin session calls (spec section 7). */
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
