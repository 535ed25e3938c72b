import BarSkinCore

/// Derives findings from resolved references and the asset index.
struct FindingAnalyzer {
    let index: AssetIndex
    let profile: DeviceProfile
    /// Strings and dynamic names that may load images nothing names.
    var possibleUses: PossibleUses?
    /// Whether the files or folders at two paths go into one bundle: a name two bundles
    /// each have once is no clash (the app's and the widget's `badge`).
    var sharesABundle: (String, String) -> Bool = { _, _ in true }
    /// Whether an asset's own findings are reported: false for images outside the
    /// targets traced (left out, or in no bundle, which ``BundleAudit`` reports).
    var isAudited: (AssetKey) -> Bool = { _ in true }
    /// Why an unused image is unused, where there is more to say than that nothing names it.
    var unusedMessages: [AssetKey: String] = [:]
    /// How the front end words a finding's fix (``TraceOptions/wording``).
    var wording: (Remedy) -> String? = { _ in nil }
    /// The app's localizations, which a localized set and left-pointing art are judged against.
    var variantGaps = VariantGaps(localizations: [])

    func findings(references: [ResolvedReference], used: Set<AssetKey>) -> [Finding] {
        // Loose images a folder reference keeps at a path, by their last component.
        var nested: [String: String] = [:]
        for name in index.loose.keys.sorted() where name.contains("/") && !name.contains(".bundle/") && index.loose[name]?.atlas == nil {
            let last = String(name[name.index(after: name.lastIndex(of: "/")!)...])
            nested[last] = nested[last] ?? name
        }
        var findings: [Finding] = []
        var unused = 0
        for asset in index.allAssets {
            let key = asset.key
            guard isAudited(key) else { continue }
            if !used.contains(key) {
                if let possible = possibleUses?.finding(for: asset) {
                    findings.append(possible)
                } else {
                    unused += 1
                    findings.append(Finding(kind: .unused, name: asset.name, file: asset.location,
                        message: unusedMessages[key] ?? "\(asset.noun) '\(asset.name)'\(asset.atlasPhrase) is not used by any storyboard, xib, code, plist or skin file"))
                }
            }
            findings += ScaleChecks(profile: profile, resolver: ImageNamedResolver(index: index, profile: profile)).findings(for: asset)
            findings += variantGaps.findings(for: asset)
            for missing in asset.missingFiles {
                findings.append(Finding(kind: .missing, name: asset.name, file: asset.location + "/Contents.json", line: missing.line,
                                        message: "the file '\(missing.fileName)' for the "
                                            + (missing.variant.isEmpty ? "" : "\(missing.variant) of the ") + "\(asset.noun) '\(asset.name)' does not exist"))
            }
        }
        for path in index.misnamedFiles {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let parsed = AssetFileName(parsing: fileName)
            var fixed = parsed.stem
            var device = ""
            if let tilde = fixed.lastIndex(of: "~") {
                device = fixed[fixed.index(after: tilde)...].lowercased()
                fixed = String(fixed[..<tilde])
            }
            let suggestion = AssetFileName(stem: fixed, scale: parsed.scale, device: device, pathExtension: parsed.pathExtension).fileName
            findings.append(Finding(kind: .misnamed, name: fileName, file: path,
                                    message: "'\(fileName)' is never found by imageNamed:; name it '\(suggestion)' (scale before a lower-case device)"))
        }
        findings += shadowing()
        // A name that could be any image is reported once per site, with what it could hide.
        var sites = Set<String>()
        for resolved in references {
            let reference = resolved.reference
            // Keyed only where needed: a large project has 400,000 references, and a string each is churn.
            if case .pattern(let pattern) = reference.target, pattern.matchesEverything,
               !sites.insert("\(reference.file):\(reference.line):\(reference.column)").inserted { continue }
            guard let finding = referenceFinding(resolved, nested: nested, unused: unused) else { continue }
            findings.append(finding)
        }
        return UnusedAtlases(index: index).regrouped(UnreferencedGroups(index: index, references: references).regrouped(findings))
    }

    private func referenceFinding(_ resolved: ResolvedReference, nested: [String: String], unused: Int) -> Finding? {
        let reference = resolved.reference
        func finding(_ kind: Finding.Kind, _ message: String) -> Finding {
            Finding(kind: kind, name: reference.displayName, file: reference.file, line: reference.line,
                    column: reference.column, message: message)
        }
        switch reference.target {
        case .name(let name):
            switch resolved.resolution {
            case .missing? where reference.fallsBack || reference.loader == .atlasTexture || AppKitImageNames.isAppKits(name, role: reference.role):
                return nil
            case .missing? where spriteKitMissing(reference, name: name) != nil:
                return finding(.missing, spriteKitMissing(reference, name: name)!)
            case .missing? where InfoPlistScanner.iconSetRoles.contains(reference.role):
                return finding(.missing, "no app icon set named '\(name)'")
            case .missing? where !name.contains("/"):
                // A folder reference keeps its path in the bundle: say which name would find the file.
                if let nested = nested[name] {
                    return finding(.missing, "no image named '\(name)' in any asset catalog or loose file; "
                        + "\(index.loose[nested]!.location) is in a folder reference, so it is '\(nested)'")
                }
                return finding(.missing, "no image named '\(name)' in any asset catalog or loose file")
            case .missing?:
                return finding(.missing, "no image named '\(name)' in any asset catalog or loose file")
            case .caseMismatch(_, let actual, _)?:
                return finding(.caseMismatch, "'\(name)' only matches '\(actual)' when ignoring case: works in the Simulator, fails on a device")
            default: return nil
            }
        case .symbol(let symbol):
            guard resolved.matchedAssets.isEmpty else { return nil }
            return finding(.missing, symbol.hasPrefix("ACImageName") ? "no image set generates the asset constant '\(symbol)'"
                : "no image set generates the asset symbol '.\(symbol)'")
        case .pattern(let pattern):
            if pattern.matchesEverything {
                let reach = unused == 0 ? "no image is unused" : "in theory it could load any of the \(unused) unused \(unused == 1 ? "image" : "images")"
                return finding(.unresolvableDynamic, "dynamic image name '\(pattern.glob)' could be any image: \(reach); "
                    + "declare names the app builds from data" + (wording(.assumeUsedNames) ?? ""))
            }
            // A probe the code falls back from may match nothing (`-setup` variants a branding may add).
            guard resolved.matchedAssets.isEmpty, !reference.fallsBack else { return nil }
            return finding(.unresolvableDynamic, "dynamic image name '\(pattern.glob)' matches no image")
        case .document(let name):
            guard resolved.resolvedPath == nil else { return nil }
            return finding(.missing, "\(reference.role) names '\(name)', which is not in the project")
        case .file(let written, let path, let exact):
            let role = reference.role.replacingOccurrences(of: "-", with: " ")
            switch resolved.resolution {
            case .missing?:
                return finding(.missing, "the \(role) '\(written)' does not exist: no \(ReferenceResolver.familyDescription(path, exact: exact))")
            case .caseMismatch(_, let actual, _)?:
                return finding(.caseMismatch, "the \(role) '\(written)' only matches \(actual) when ignoring case: builds on macOS, fails on a case-sensitive disk")
            default: return nil
            }
        }
    }

    /// An image set and loose files with the same name, or two of either.
    private func shadowing() -> [Finding] {
        var findings: [Finding] = []
        for asset in index.loose.values.sorted(by: { $0.name < $1.name }) where isAudited(asset.key) {
            // The set of the file's own bundle: another catalog's set of the name (the app's, for a package's file) shadows nothing.
            guard let set = index.sets(named: asset.name).first(where: { sharesABundle(asset.location, $0.location) }) else { continue }
            findings.append(Finding(kind: .duplicate, name: asset.name, file: asset.location,
                                    message: "the image set '\(set.name)' at \(set.location) shadows this file: imageNamed: finds the catalog first"))
        }
        for (later, earlier) in index.duplicateSetNames where sharesABundle(later, earlier) {
            // The folder's name without its extension alone: `tomato.fresh.symbolset` is the set `tomato.fresh`.
            let folderName = PathText.fileName(of: later)
            let name = folderName.lastIndex(of: ".").map { String(folderName[..<$0]) } ?? folderName
            // Xcode's words: "The image set name 'X' is used by multiple image sets."
            findings.append(Finding(kind: .duplicate, name: name, file: later,
                                    message: "the image set name '\(name)' is used by multiple image sets of one bundle: another is at \(earlier)"))
        }
        for (later, earlier) in index.collidingFiles where sharesABundle(later, earlier) {
            let name = later.split(separator: "/").last.map(String.init) ?? later
            findings.append(Finding(kind: .duplicate, name: name, file: later,
                                    message: "\(earlier) has the same name in the bundle; only one of them is copied"))
        }
        return findings
    }
}
