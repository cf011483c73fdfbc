/** Why a backup or a restore did not run, or did not change anything, told so that an operator can act on it. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}
