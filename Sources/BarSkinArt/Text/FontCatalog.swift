import BarSkinCore
internal import CPango
import Foundation

/// fontconfig's answers about installed fonts: the only code that calls it.
///
/// fontconfig's current configuration is process-wide state that pango reads
/// too; one lock keeps a font file being added from racing a lookup.
enum FontCatalog {
    private static let lock = NSLock()

    /// The bold face fontconfig would give pango for `family`, refused when
    /// fontconfig answers with another family (its silent fallback) that is not
    /// the family's metric-compatible stand-in.
    static func face(family: String) throws -> FontFace {
        try lock.withLock {
            guard FcInit() != 0, let pattern = FcPatternCreate() else { throw TextError.fontNotFound(family: family) }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_BOLD)
            _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(nil, pattern, &result) else { throw TextError.fontNotFound(family: family) }
            defer { FcPatternDestroy(match) }
            // A metric-compatible stand-in (Helvetica's Liberation Sans) is what the user asked for; any other answer is a fallback.
            let accepted = [family] + (FontFace.metricCompatible[family.lowercased()].map { [$0] } ?? [])
            guard let spelled = strings(match, FC_FAMILY).first(where: { found in accepted.contains { found.caseInsensitiveCompare($0) == .orderedSame } }),
                  let file = strings(match, FC_FILE).first
            else { throw TextError.fontNotFound(family: family) }
            return FontFace(family: spelled, file: file, version: integer(match, FC_FONTVERSION))
        }
    }

    /// The font in the file at `path`, added to fontconfig's application fonts.
    static func face(file path: String) throws -> FontFace {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // fontconfig opens the file blocking: a named pipe would hang it, a device feed it forever.
        guard FileManager.default.fileExists(atPath: absolute) else { throw TextError.fontFileMissing(path: path) }
        guard FileBytes.isRegularFile(absolute) else { throw TextError.fontFileNotRegular(path: path) }
        return try lock.withLock {
            guard FcInit() != 0, let config = FcConfigGetCurrent(),
                  absolute.withCString({ FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) != 0,
                  let fonts = FcConfigGetFonts(config, FcSetApplication)
            else { throw TextError.fontFileUnreadable(path: path) }
            let patterns = (0..<Int(fonts.pointee.nfont)).compactMap { fonts.pointee.fonts[$0] }
            guard let pattern = patterns.last(where: { strings($0, FC_FILE).first == absolute }),
                  let family = strings(pattern, FC_FAMILY).first
            else { throw TextError.fontFileUnreadable(path: path) }
            return FontFace(family: family, file: absolute, version: integer(pattern, FC_FONTVERSION))
        }
    }

    /// Every string value of `object` in `pattern`, in fontconfig's order.
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// The first integer value of `object` in `pattern`, 0 when it has none.
    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int {
        var value: Int32 = 0
        return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? Int(value) : 0
    }
}
