import { writeFileSync } from 'node:fs';
import { cameraJpeg, PALETTES } from '../scripts/lib/sample-images';
(async () => { for (let i = 0; i < 6; i++) writeFileSync(`/tmp/i17shots/upload/DSC_${2000 + i}.JPG`, await cameraJpeg({ width: 1600, height: 1067, seed: 777 + i, palette: Object.values(PALETTES)[i % 6], subject: true, grain: 5 })); })();
