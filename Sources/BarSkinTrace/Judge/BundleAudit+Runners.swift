import BarSkinCore

extension BundleAudit {
    /// Whether a reference loads from the bundle of the target it is built in rather than the main
    /// bundle: one that names a bundle, a generator's accessor, an Xcode asset symbol or a nib
    /// (``ImageReference/bundle``), so the bundles of the targets that run it do not matter.
    static func loadsFromItsOwnBundle(_ reference: ImageReference) -> Bool {
        reference.bundle != .main
    }

    /// The bundles, of the targets that run a file, that lack an image `shipping` holds.
    /// A hosted test's code runs in its host app, whose bundle is `Bundle.main` (its own
    /// bundle still answers `Bundle(for:)`); an unhosted test's images are its own business.
    static func lacking(runners: [String], shipping: Set<String>, membership: BundleMembership) -> [String] {
        var lacking: [String] = []
        for runner in runners where !shipping.contains(runner) {
            // Code in a package, framework or library that names no bundle loads from the main bundle:
            // the app's or extension's it runs in (`UIImage(named:)` in a shared framework finds the watch app's art).
            if let target = membership.target(named: runner), isEmbedded(target),
               !appsAndExtensions(membership).isDisjoint(with: shipping) {
                continue
            }
            guard let target = membership.target(named: runner), target.kind == .test else {
                lacking.append(runner)
                continue
            }
            guard let host = target.testHost, !shipping.contains(host), !lacking.contains(host) else { continue }
            lacking.append(host)
        }
        return lacking
    }

    /// The targets whose bundle is `Bundle.main` to code that `runners` compile: an app's or
    /// extension's own; a hosted test's host; for a package, framework or library, the apps and
    /// extensions that embed it, since whichever does runs the code. An unhosted test has none of the project's.
    static func mainBundles(of runners: [String], membership: BundleMembership) -> Set<String> {
        var bundles = Set<String>()
        for runner in runners {
            guard let target = membership.target(named: runner) else {
                bundles.insert(runner)
                continue
            }
            if isEmbedded(target) {
                bundles.formUnion(embedders(of: target, membership: membership))
            } else if target.kind == .test {
                if let host = target.testHost { bundles.insert(host) }
            } else {
                bundles.insert(runner)
            }
        }
        return bundles
    }

    /// The apps and extensions that build against `target`, directly or through other frameworks;
    /// every app and extension where none is known to (the project does not say, or only another
    /// project links it). A package product is taken to be named after its target (`Kit` for `Kit/Kit`).
    static func embedders(of target: XcodeTarget, membership: BundleMembership) -> Set<String> {
        let all = appsAndExtensions(membership)
        let names: Set<String> = [target.name, String(target.name.split(separator: "/").last ?? "")]
        let reaching = all.filter { app in
            var seen = Set<String>()
            var queue = Array(membership.target(named: app)?.dependencies ?? [])
            while let name = queue.popLast() {
                if names.contains(name) { return true }
                guard seen.insert(name).inserted else { continue }
                queue += membership.target(named: name)?.dependencies ?? []
            }
            return false
        }
        return reaching.isEmpty ? all : reaching
    }

    /// Whether a target's code runs inside another's process: a package's, a framework's or a library's.
    private static func isEmbedded(_ target: XcodeTarget) -> Bool {
        target.project.hasSuffix("Package.swift") || target.kind == .framework || target.kind == .other
    }

    /// The names of the apps and extensions, the bundles a process starts from.
    private static func appsAndExtensions(_ membership: BundleMembership) -> Set<String> {
        Set(membership.targets.filter { $0.kind == .application || $0.kind == .appExtension }.map(\.name))
    }
}
