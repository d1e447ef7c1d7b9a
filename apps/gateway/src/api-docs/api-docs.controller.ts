import { Controller, Get, Header, Inject } from '@nestjs/common';
import { sessionCookieName } from '../auth/session-cookie';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { docsPage } from './docs-page';
import { openApiDocument } from './openapi-document';

/**
 * The API's contract (docs/decisions.md, D-143): the OpenAPI document and its page, both made
 * once at boot from the route table and api-schemas.ts. Owner-only by the route table, so the
 * admin hook marks both `private, no-store`.
 */
@Controller('api')
export class ApiDocsController {
  private readonly documentJson: string;
  private readonly page: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const document = openApiDocument(sessionCookieName(config));
    this.documentJson = JSON.stringify(document);
    this.page = docsPage(document);
  }

  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  contract(): string {
    return this.documentJson;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  docs(): string {
    return this.page;
  }
}
