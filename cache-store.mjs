// The caches' local parts (plain JavaScript, imported by Next at run time through the handlers): a store bounded by the
// bytes its entries state, and tag times kept in this process alone.

/** A map that forgets its least recently used entries once their stated sizes add up to more than `maxBytes`. */
export class BoundedLru {
  /** Insertion order is recency order: a read moves its entry to the end, eviction takes from the front. */
  #entries = new Map()
  #bytes = 0

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    if (!(maxBytes > 0)) throw new Error(`BoundedLru: maxBytes must be positive, got ${maxBytes}`)
    this.maxBytes = maxBytes
  }

  get size() {
    return this.#entries.size
  }

  /** The sum of the stored entries' sizes, never above maxBytes. */
  get bytes() {
    return this.#bytes
  }

  get(key) {
    const slot = this.#entries.get(key)
    if (!slot) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, slot)
    return slot.value
  }

  /** Stores and marks as most recent; false (and nothing stored) when one entry alone is larger than the bound. */
  set(key, value, size) {
    if (!(size > 0)) throw new Error(`BoundedLru: size must be positive, got ${size}`)
    this.delete(key)
    if (size > this.maxBytes) return false
    this.#entries.set(key, { value, size })
    this.#bytes += size
    for (const [oldest, slot] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= slot.size
    }
    return true
  }

  delete(key) {
    const slot = this.#entries.get(key)
    if (!slot) return false
    this.#entries.delete(key)
    this.#bytes -= slot.size
    return true
  }
}

/** Tag times in this process alone (one instance); SharedTags (cache-shared.mjs) shares them between instances. */
export class LocalTags {
  /** Tag → { stale, expired } (ms). Replaced or merged by SharedTags when other instances write. */
  times = new Map()

  constructor({ now = () => performance.timeOrigin + performance.now() } = {}) {
    this.now = now
  }

  async refresh() {
    // One process, one memory: nothing to fetch.
  }

  /** Next's rules: with durations the tag is stale now and expires after `expire` seconds; without, it expires now. */
  mark(tags, durations) {
    const at = Math.round(this.now())
    const changed = {}
    for (const tag of tags) {
      const times = { ...this.times.get(tag) }
      if (durations) {
        times.stale = at
        if (durations.expire !== undefined) times.expired = at + durations.expire * 1000
      } else {
        times.expired = at
      }
      this.times.set(tag, times)
      changed[tag] = times
    }
    return changed
  }

  async update(tags, durations) {
    this.mark(tags, durations)
  }

  expired(tags, timestamp) {
    const now = this.now()
    return tags.some((tag) => {
      const at = this.times.get(tag)?.expired
      return typeof at === 'number' && at <= now && at > timestamp
    })
  }

  stale(tags, timestamp) {
    return tags.some((tag) => (this.times.get(tag)?.stale ?? 0) > timestamp)
  }

  expiration(tags) {
    return Math.max(0, ...tags.map((tag) => this.times.get(tag)?.expired ?? 0))
  }
}
