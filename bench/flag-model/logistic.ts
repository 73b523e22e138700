/**
 * L2-regularised logistic regression over binary sparse features, trained by full-batch
 * gradient descent with Adam steps: fixed iterations, fixed feature order, no randomness, so
 * the same examples always give the same weights.
 *
 * Rows are scaled to unit length (each present feature weighs 1/sqrt(number of features of
 * the row)), so long sentences do not dominate by their length alone.
 */

/** Binary sparse rows in CSR form: the features of row r are indices[indptr[r] .. indptr[r+1]). */
export interface SparseRows {
  readonly rows: number
  readonly indptr: Int32Array
  readonly indices: Int32Array
}

export interface TrainOptions {
  /** L2 penalty on the weights (not the bias), per example. */
  readonly l2: number
  readonly iterations: number
  readonly learningRate: number
  /** Weight of a positive example in the loss (negatives weigh 1). */
  readonly positiveWeight: number
}

export const DEFAULT_TRAIN: TrainOptions = { l2: 1e-4, iterations: 300, learningRate: 0.1, positiveWeight: 10 }

export interface Weights {
  readonly bias: number
  readonly w: Float64Array
}

const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)))

/** 1/sqrt(number of kept features) per row (0 for a row with none). */
export const rowScales = (x: SparseRows, kept: Uint8Array): Float64Array => {
  const out = new Float64Array(x.rows)
  for (let r = 0; r < x.rows; r++) {
    let n = 0
    for (let k = x.indptr[r]!; k < x.indptr[r + 1]!; k++) if (kept[x.indices[k]!] === 1) n++
    out[r] = n === 0 ? 0 : 1 / Math.sqrt(n)
  }
  return out
}

/**
 * Trains on the rows with `use[r] === 1` and the features with `kept[f] === 1`
 * (weights of the other features stay 0).
 */
export const train = (x: SparseRows, y: Uint8Array, use: Uint8Array, kept: Uint8Array, nFeatures: number, o: TrainOptions): Weights => {
  const scale = rowScales(x, kept)
  const w = new Float64Array(nFeatures)
  let bias = 0
  const m = new Float64Array(nFeatures)
  const v = new Float64Array(nFeatures)
  let mb = 0
  let vb = 0
  const g = new Float64Array(nFeatures)
  let total = 0
  for (let r = 0; r < x.rows; r++) if (use[r] === 1) total += y[r] === 1 ? o.positiveWeight : 1
  const b1 = 0.9
  const b2 = 0.999
  const eps = 1e-8
  for (let it = 1; it <= o.iterations; it++) {
    g.fill(0)
    let gb = 0
    for (let r = 0; r < x.rows; r++) {
      if (use[r] !== 1) continue
      const s = scale[r]!
      let z = bias
      const from = x.indptr[r]!
      const to = x.indptr[r + 1]!
      for (let k = from; k < to; k++) z += w[x.indices[k]!]! * s
      const weight = y[r] === 1 ? o.positiveWeight : 1
      const d = ((sigmoid(z) - y[r]!) * weight) / total
      gb += d
      const ds = d * s
      for (let k = from; k < to; k++) g[x.indices[k]!]! += ds
    }
    const c1 = 1 - b1 ** it
    const c2 = 1 - b2 ** it
    for (let f = 0; f < nFeatures; f++) {
      if (kept[f] !== 1) continue
      const gf = g[f]! + o.l2 * w[f]!
      m[f] = b1 * m[f]! + (1 - b1) * gf
      v[f] = b2 * v[f]! + (1 - b2) * gf * gf
      w[f] = w[f]! - (o.learningRate * (m[f]! / c1)) / (Math.sqrt(v[f]! / c2) + eps)
    }
    mb = b1 * mb + (1 - b1) * gb
    vb = b2 * vb + (1 - b2) * gb * gb
    bias -= (o.learningRate * (mb / c1)) / (Math.sqrt(vb / c2) + eps)
  }
  return { bias, w }
}

/** Probability of each row (features not kept count 0). */
export const score = (x: SparseRows, rows: ReadonlyArray<number>, kept: Uint8Array, model: Weights): Map<number, number> => {
  const scale = rowScales(x, kept)
  const out = new Map<number, number>()
  for (const r of rows) {
    let z = model.bias
    for (let k = x.indptr[r]!; k < x.indptr[r + 1]!; k++) z += model.w[x.indices[k]!]! * scale[r]!
    out.set(r, sigmoid(z))
  }
  return out
}
