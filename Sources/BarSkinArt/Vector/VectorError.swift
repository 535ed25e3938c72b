import BarSkinCore
import Foundation

/// Why a vector mask could not be drawn. Every case carries the path as the user gave it.
public enum VectorError: RemediableError, Equatable {
    /// The file names something outside itself (`file:`, `http:`, another file);
    /// nothing it names is ever loaded, so it is refused rather than drawn without it.
    case externalReference(path: String, reference: String)
    /// An embedded `data:` image BarSkin does not read, or one over the pixel limits.
    case embeddedImage(path: String, detail: String)
    /// The file declares an external XML entity (`<!ENTITY x SYSTEM "...">`).
    case externalEntity(path: String)
    /// The SVG has no usable `width`/`height` and no `viewBox`, or the PDF no page size.
    case noSize(path: String, format: VectorFormat)
    /// The drawing, at the scale asked for, is over the pixel limits.
    case tooLarge(path: String, width: Double, height: Double, limits: DecodeLimits)
    /// The drawing is smaller than a pixel at the scale asked for.
    case tooSmall(path: String, width: Double, height: Double, scale: Int)
    /// The PDF has no page.
    case noPages(path: String)
    /// librsvg or poppler refused the file; `detail` is its message, at `line` and
    /// `column` where libxml2 gave them (0 where not).
    case malformed(path: String, format: VectorFormat, detail: String, line: Int = 0, column: Int = 0)
    /// Drawing failed; `detail` is librsvg's, poppler's or cairo's message.
    case drawingFailed(path: String, detail: String)
    /// Followed, its `<use>` and `url(#id)` references draw more than `limit` elements, or go round in a circle.
    case referenceBomb(path: String, limit: Int)
    /// Elements nest deeper than `limit`.
    case tooDeep(path: String, limit: Int)
    /// The file's name has a scale suffix (`chat@2x.svg`); `name` is the name without it.
    case scaleInName(path: String, name: String)
    /// librsvg (for SVG) or poppler-glib (for PDF) could not be loaded; `reason` says which and why.
    case libraryMissing(path: String, format: VectorFormat, reason: String)
    /// The DOCTYPE names an external DTD other than the W3C's SVG ones; `reference` is what it names.
    case externalSubset(path: String, reference: String)
    /// The file's entities expand by more than `limit` bytes.
    case entityBomb(path: String, limit: Int)
    /// The file has more than `limit` elements.
    case tooManyElements(path: String, limit: Int)
    /// The decoder child took longer than `seconds` on the file, on the clock or, with
    /// `processorTime`, of processor time, and was stopped.
    case decoderTimedOut(path: String, format: VectorFormat, seconds: Int, processorTime: Bool)
    /// The decoder child died of `signal` on the file: a crash (SIGKILL: killed from outside, as the system does short of memory).
    case decoderCrashed(path: String, format: VectorFormat, signal: String)
    /// The decoder child ran out of its address space (`memoryMebibytes` beyond its start) on the file.
    case decoderOutOfMemory(path: String, format: VectorFormat, memoryMebibytes: Int)
    /// The decoder child answered something other than what was asked (`detail`), and was stopped.
    case decoderGarbled(path: String, format: VectorFormat, detail: String)
    /// No decoder child could be started; `reason` is the system's.
    case decoderUnavailable(path: String, format: VectorFormat, reason: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .externalReference(let path, _), .embeddedImage(let path, _), .externalEntity(let path), .noSize(let path, _),
             .tooLarge(let path, _, _, _), .tooSmall(let path, _, _, _), .noPages(let path), .malformed(let path, _, _, _, _),
             .drawingFailed(let path, _), .scaleInName(let path, _), .libraryMissing(let path, _, _),
             .referenceBomb(let path, _), .tooDeep(let path, _), .tooManyElements(let path, _),
             .externalSubset(let path, _), .entityBomb(let path, _),
             .decoderTimedOut(let path, _, _, _), .decoderCrashed(let path, _, _), .decoderOutOfMemory(let path, _, _),
             .decoderGarbled(let path, _, _),
             .decoderUnavailable(let path, _, _):
            path
        }
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .externalReference(_, let reference):
            "refers to \(Self.quoted(reference)) outside the file; vector masks must be self-contained, so it is not loaded"
        case .embeddedImage(_, let detail):
            "embedded image refused: \(detail)"
        case .externalEntity:
            "declares an external XML entity; vector masks must be self-contained, so it is not loaded"
        case .noSize(_, .svg):
            "SVG has no size: give its root element width and height, or a viewBox"
        case .noSize(_, .pdf):
            "PDF page has no size"
        case .tooLarge(_, let width, let height, let limits):
            "drawing is \(Self.number(width))x\(Self.number(height)) px at this scale, over the limit of "
                + "\(limits.maxSide) px a side and \(limits.maxPixels) pixels"
        case .tooSmall(_, let width, let height, let scale):
            "drawing is \(Self.number(width))x\(Self.number(height)) pt, under one pixel at @\(scale)x"
        case .noPages:
            "PDF has no pages"
        case .malformed(_, let format, let detail, _, _):
            "invalid \(format.displayName) data: \(detail)"
        case .drawingFailed(_, let detail):
            "drawing failed: \(detail)"
        case .referenceBomb(_, let limit):
            "its <use> and url(#id) references draw more than \(limit) elements, or go round in a circle; refused as a reference bomb"
        case .tooDeep(_, let limit):
            "elements nest more than \(limit) deep"
        case .scaleInName(_, let name):
            "a vector file is drawn at every scale, so its name has no scale suffix: name it \(name)"
        case .libraryMissing(_, let format, let reason):
            "cannot draw \(format.displayName): \(reason)"
        case .externalSubset(_, let reference):
            "its DOCTYPE names the external DTD \(Self.quoted(reference)); vector masks must be self-contained, so it is not loaded"
        case .entityBomb(_, let limit):
            "its entities expand to more than \(limit) bytes beyond the file; refused as an entity expansion bomb"
        case .tooManyElements(_, let limit):
            "has more than \(limit) elements; refused before drawing"
        case .decoderTimedOut(_, let format, let seconds, false):
            "\(format.libraryName) did not finish drawing it within \(seconds) s, so it was stopped; nothing of it is drawn"
        case .decoderTimedOut(_, let format, let seconds, true):
            "\(format.libraryName) used more than \(seconds) s of processor time on it, so it was stopped; nothing of it is drawn"
        case .decoderCrashed(_, let format, "SIGKILL"):
            "\(format.libraryName) was killed (SIGKILL) while drawing it, as the system does when it runs short of memory; nothing of it is drawn"
        case .decoderCrashed(_, let format, let signal):
            "\(format.libraryName) crashed on it (\(signal)); nothing of it is drawn"
        case .decoderOutOfMemory(_, let format, let memory):
            "\(format.libraryName) ran out of its memory limit of \(memory) MB on it; nothing of it is drawn"
        case .decoderGarbled(_, let format, let detail):
            "the \(format.libraryName) process gave a malformed reply (\(detail.escapingControlCharacters)), so it was stopped; nothing of it is drawn"
        case .decoderUnavailable(_, let format, let reason):
            "cannot start the process that draws \(format.displayName): \(reason)"
        }
    }

    /// The line libxml2 found a malformed SVG's fault on.
    public var line: Int? {
        if case .malformed(_, _, _, let line, _) = self, line > 0 { line } else { nil }
    }

    /// The column of that fault.
    public var column: Int? {
        if case .malformed(_, _, _, let line, let column) = self, line > 0, column > 0 { column } else { nil }
    }

    /// A drawing over the pixel limit can be drawn with a higher one.
    public var remedy: Remedy? {
        if case .tooLarge = self { .raisePixelLimit } else { nil }
    }

    /// A size as written in messages: whole numbers without a fraction, huge ones in exponent form.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A C library's message (NUL-terminated in `buffer`) as a fragment after a colon: its
    /// first line, lowercased at the start, control characters escaped; and the line and
    /// column librsvg gives libxml2's errors at (`XML parse error: Error domain 1 code 77
    /// on line 1 column 69 of data: Premature end ...`), 0 where it gives none.
    static func libraryText(_ buffer: [CChar], library: String) -> (text: String, line: Int, column: Int) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        var text = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        var (line, column) = (0, 0)
        if let range = text.range(of: #"Error domain \d+ code \d+ on line \d+ column \d+ of data: "#, options: .regularExpression) {
            let numbers = text[range].split(separator: " ").compactMap { Int($0) }
            if numbers.count == 4 { (line, column) = (numbers[2], numbers[3]) }
            text = String(text[range.upperBound...])
        }
        guard let first = text.first else { return ("\(library) gave no reason", line, column) }
        // `PDF document is damaged` keeps its capitals; `Premature end` reads as a fragment.
        let lowered = text.dropFirst().first?.isLowercase == true ? first.lowercased() + text.dropFirst() : text
        return (lowered.escapingControlCharacters, line, column)
    }

    /// A reference quoted for a one-line message: control characters escaped, at most 80 characters.
    static func quoted(_ text: String) -> String {
        let short = text.count > 80 ? String(text.prefix(77)) + "..." : text
        return "'" + short.escapingControlCharacters + "'"
    }
}
