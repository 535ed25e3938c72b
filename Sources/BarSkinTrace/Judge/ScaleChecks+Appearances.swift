import BarSkinCore

extension ScaleChecks {
    /// An image set's other looks (dark, high contrast) against its any look, on the profile's
    /// device: a scale the any look has and another look lacks (in that look the device scales
    /// another file), and another look's scale with no any image beside it (the light look
    /// has a gap there). The set is still one asset: its looks are traits of one name.
    func appearanceFindings(for asset: ImageAsset) -> [Finding] {
        guard asset.kind == .imageset, !asset.appearanceSlots.isEmpty else { return [] }
        let device = profile.device.rawValue
        let anyScales = Set(asset.variants.filter { $0.device == nil || $0.device == device }.compactMap(\.scale))
        let looks = Dictionary(grouping: asset.appearanceSlots.filter { $0.idiom == "universal" || $0.idiom == device }, by: \.appearance)
        let contents = asset.location + "/Contents.json"
        var findings: [Finding] = []
        for appearance in looks.keys.sorted() {
            let slots = looks[appearance]!.sorted { ($0.scale ?? 0, $0.line) < ($1.scale ?? 0, $1.line) }
            let scales = Set(slots.compactMap(\.scale))
            for scale in profile.scales where anyScales.contains(scale) && !scales.contains(scale) {
                findings.append(Finding(kind: .scaleGap, name: asset.name, file: contents, line: slots[0].line,
                                        message: "the image set '\(asset.name)' has no \(appearance) @\(scale)x image where its any look has one"))
            }
            for slot in slots {
                guard let scale = slot.scale, profile.scales.contains(scale), !anyScales.contains(scale) else { continue }
                findings.append(Finding(kind: .scaleGap, name: asset.name, file: contents, line: slot.line,
                                        message: "the image set '\(asset.name)' has a \(appearance) @\(scale)x image but no any @\(scale)x image beside it"))
            }
        }
        return findings
    }
}
