import BarSkinCore

/// Scale gaps, empty slots and pixel-size checks for one asset.
struct ScaleChecks {
    let profile: DeviceProfile
    let resolver: ImageNamedResolver

    func findings(for asset: ImageAsset) -> [Finding] {
        // A symbol's SVG is drawn at any size, and a stack's layers are tvOS art with their own rules.
        guard asset.setType.hasScaleSlots else { return [] }
        // An SVG or PDF is drawn at every scale (Xcode rasterizes a catalog's; BarSkin a mask's): no scale is missing.
        if !asset.variants.isEmpty, asset.variants.allSatisfy({ Self.servesEveryScale($0.path) }), asset.emptySlots.isEmpty { return [] }
        let device = profile.device.rawValue
        // A set of another platform's art alone (a watch app's, a TV app's) is no phone's or tablet's to load.
        if asset.hasOtherIdioms, asset.variants.isEmpty, asset.emptySlots.isEmpty, !asset.missingFiles.contains(where: { $0.variant.isEmpty }) { return [] }
        var findings: [Finding] = []
        var emptyScales = Set<Int>()
        if asset.kind == .imageset {
            // One finding an idiom, at its first empty slot: a set of one 1x image would otherwise say it twice.
            var slots: [(idiom: String, line: Int, scales: [Int])] = []
            for slot in asset.emptySlots where slot.idiom == "universal" || slot.idiom == device {
                guard let scale = slot.scale, profile.scales.contains(scale) else { continue }
                emptyScales.insert(scale)
                if let index = slots.firstIndex(where: { $0.idiom == slot.idiom }) { slots[index].scales.append(scale) } else { slots.append((slot.idiom, slot.line, [scale])) }
            }
            for (idiom, line, scales) in slots {
                findings.append(Finding(kind: .scaleGap, name: asset.name, file: asset.location + "/Contents.json", line: line,
                                        message: Self.emptySlots(asset, idiom: idiom, scales: scales.sorted())))
            }
        }
        var upscaled: [(scale: Int, from: String)] = []
        for scale in profile.scales where !emptyScales.contains(scale) {
            guard let chosen = resolver.variant(of: asset, at: scale) else {
                if scale == profile.scales.first {
                    findings.append(Finding(kind: .scaleGap, name: asset.name, file: asset.location,
                                            message: "'\(asset.name)' has no image an \(device) can load"))
                }
                continue
            }
            if let chosenScale = chosen.scale, chosenScale < scale {
                upscaled.append((scale, Self.fileName(chosen.path)))
            } else if asset.kind == .file, chosen.device == nil, let deviceVariant = asset.variants.first(where: { $0.device == device }) {
                findings.append(Finding(kind: .scaleGap, name: asset.name, file: deviceVariant.path,
                                        message: "'\(asset.name)' has no @\(scale)x~\(device) image: a \(scale)x \(device) loads \(Self.fileName(chosen.path)) instead of the ~\(device) art"))
            }
        }
        if !upscaled.isEmpty {
            let scales = upscaled.map { "@\($0.scale)x" }.joined(separator: " or ")
            let sources = Array(Set(upscaled.map(\.from))).sorted().joined(separator: " and ")
            findings.append(Finding(kind: .scaleGap, name: asset.name, file: asset.location,
                                    message: "'\(asset.name)' has no \(scales) image: the \(device) scales up \(sources)"))
        }
        findings += appearanceFindings(for: asset)
        findings += sizeFindings(asset)
        return findings
    }

    /// `the image set 'X' has an empty 3x slot (universal)`; for several, `has empty 2x and 3x slots`, and where
    /// the set holds a single image for the idiom, that Xcode's Single Scale would serve every scale with it.
    static func emptySlots(_ asset: ImageAsset, idiom: String, scales: [Int]) -> String {
        let named = scales.map { "\($0)x" }
        let text = named.count == 1 ? "an empty \(named[0]) slot" : "empty " + named.dropLast().joined(separator: ", ") + " and \(named.last!) slots"
        var message = "the image set '\(asset.name)' has \(text) (\(idiom))"
        let filled = asset.variants.filter { ($0.device ?? "universal") == idiom }
        if scales.count > 1, filled.count == 1, let only = filled.first {
            message += ": if \(fileName(only.path)) serves every scale, make the set Single Scale in Xcode"
        }
        return message
    }

    /// Whether `path` names a file of every scale: an SVG or PDF file, or an icon file (its sizes are inside).
    static func servesEveryScale(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        let pathExtension = path[path.index(after: dot)...].lowercased()
        return FolderListings.vectorExtensions.contains(pathExtension) || pathExtension == ImageFileType.appKitIconExtension
    }

    private func sizeFindings(_ asset: ImageAsset) -> [Finding] {
        var findings: [Finding] = []
        var pointSizes: [String: [(scale: Int, width: Double, height: Double)]] = [:]
        for variant in asset.variants {
            guard let size = variant.pixelSize, let scale = variant.scale, scale > 0 else { continue }
            if size.width % scale != 0 || size.height % scale != 0 {
                findings.append(Finding(kind: .sizeMismatch, name: asset.name, file: variant.path,
                                        message: "\(size.width)x\(size.height) pixels is not a multiple of the @\(scale)x scale"))
                continue
            }
            pointSizes[variant.device ?? "", default: []].append((scale, Double(size.width / scale), Double(size.height / scale)))
        }
        for device in pointSizes.keys.sorted() {
            let sizes = pointSizes[device]!.sorted { $0.scale < $1.scale }
            guard Set(sizes.map { "\($0.width)x\($0.height)" }).count > 1 else { continue }
            let listed = sizes.map { "\(Int($0.width))x\(Int($0.height)) pt at @\($0.scale)x" }.joined(separator: ", ")
            findings.append(Finding(kind: .sizeMismatch, name: asset.name, file: asset.location,
                                    message: "point sizes differ between scales: \(listed)"))
        }
        return findings
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
