import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProfileEntity } from './profile.entity';

export type NewProfile = Omit<ProfileEntity, 'id' | 'createdAt' | 'updatedAt'>;
export type ProfileChanges = Partial<Omit<NewProfile, 'isDemo'>>;

@Injectable()
export class ProfileRepository {
  constructor(@InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>) {}

  findTheProfile(): Promise<ProfileEntity | null> {
    return this.profiles.findOne({ where: {}, order: { id: 'ASC' } });
  }

  /**
   * Sets the given columns of the one profile, and only those, in one statement: two saves of
   * different settings at once both keep their part. Answers the saved profile, or null if none.
   */
  async update(changes: ProfileChanges): Promise<ProfileEntity | null> {
    const profile = await this.findTheProfile();
    if (!profile) return null;
    await this.profiles.update({ id: profile.id }, changes);
    return this.profiles.findOneBy({ id: profile.id });
  }

  /**
   * Inserts the profile unless one exists; the single-row index makes this safe between
   * replicas. Answers the new row's id, or null when a profile was already there.
   */
  async insertIfNone(profile: NewProfile): Promise<number | null> {
    const result = await this.profiles
      .createQueryBuilder()
      .insert()
      .into(ProfileEntity)
      .values(profile)
      .orIgnore()
      .returning(['id'])
      .execute();
    const row = (result.raw as { id: number }[])[0];
    return row?.id ?? null;
  }
}
