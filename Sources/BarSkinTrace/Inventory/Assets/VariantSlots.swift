/// An asset's variants indexed by device and scale: the first of each pair, so that
/// choosing the file a device loads costs a few lookups, not a pass over a set whose
/// Contents.json may list hundreds of thousands of files, once per reference.
struct VariantSlots: Sendable {
    private struct Slot: Hashable {
        let device: String?
        let scale: Int?
    }

    private var first: [Slot: Int] = [:]

    /// The slots of `variants`, in their order.
    init(_ variants: [AssetVariant]) {
        for (position, variant) in variants.enumerated() {
            let slot = Slot(device: variant.device, scale: variant.scale)
            if first[slot] == nil { first[slot] = position }
        }
    }

    /// The position of the first variant for `device` (nil: universal) at `scale`
    /// (nil: a single-scale slot), or nil when there is none.
    func first(device: String?, scale: Int?) -> Int? {
        first[Slot(device: device, scale: scale)]
    }
}
