import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProfileEntity } from './profile.entity';

export type NewProfile = Omit<ProfileEntity, 'id' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class ProfileRepository {
  constructor(@InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>) {}

  findTheProfile(): Promise<ProfileEntity | null> {
    return this.profiles.findOne({ where: {}, order: { id: 'ASC' } });
  }

  /** Inserts the profile unless one exists; the single-row index makes this safe between replicas. */
  async insertIfNone(profile: NewProfile): Promise<void> {
    await this.profiles.createQueryBuilder().insert().into(ProfileEntity).values(profile).orIgnore().execute();
  }
}
