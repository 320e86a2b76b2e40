// The layout worker: templates run here, off the main thread, called through comlink.
import { expose, transfer } from 'comlink';
import { layoutWorkerApi, type LayoutWorkerApi } from './layoutWorkerApi';
import { buffersOf } from './packing/packedLayout';

const api: LayoutWorkerApi = {
  async run(name, input) {
    const result = await layoutWorkerApi.run(name, input);
    // The positions and style indices go back without a copy.
    return transfer(result, buffersOf(result));
  },
  ready: () => layoutWorkerApi.ready(),
};

expose(api);
