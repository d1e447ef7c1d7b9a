import { IsString, MaxLength, MinLength } from 'class-validator';

export class AdminLoginDto {
  /** Long passwords are welcome and never truncated; the cap only stops abuse. */
  // class-validator checks the lowest decorator first: the type, then the lengths.
  @MaxLength(1024)
  @MinLength(1, { message: 'password must not be empty' })
  @IsString()
  password!: string;
}
