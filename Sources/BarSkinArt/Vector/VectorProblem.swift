import BarSkinCore
import Foundation

/// Why a vector mask could not be drawn: a ``VectorProblem`` about the file as the user gave
/// it, at the line and column libxml2 found a malformed SVG's fault on.
public typealias VectorError = Located<VectorProblem>

/// What keeps a vector mask from being drawn, before it is tied to its file.
public enum VectorProblem: RemediableProblem, Equatable {
    /// The file names something outside itself (`file:`, `http:`, another file);
    /// nothing it names is ever loaded, so it is refused rather than drawn without it.
    case externalReference(reference: String)
    /// An embedded `data:` image BarSkin does not read, or one over the pixel limits.
    case embeddedImage(detail: String)
    /// The file declares an external XML entity (`<!ENTITY x SYSTEM "...">`).
    case externalEntity
    /// The SVG has no usable `width`/`height` and no `viewBox`, or the PDF no page size.
    case noSize(format: VectorFormat)
    /// The drawing, at the scale asked for, is over the pixel limits.
    case tooLarge(width: Double, height: Double, limits: DecodeLimits)
    /// The drawing is smaller than a pixel at the scale asked for.
    case tooSmall(width: Double, height: Double, scale: Int)
    /// The PDF has no page.
    case noPages
    /// librsvg or poppler refused the file; `detail` is its message (located at the line and
    /// column libxml2 gave, where it gave them).
    case malformed(format: VectorFormat, detail: String)
    /// Drawing failed; `detail` is librsvg's, poppler's or cairo's message.
    case drawingFailed(detail: String)
    /// Followed, its `<use>` and `url(#id)` references draw more than `limit` elements, or go round in a circle.
    case referenceBomb(limit: Int)
    /// Elements nest deeper than `limit`.
    case tooDeep(limit: Int)
    /// The file's name has a scale suffix (`chat@2x.svg`); `name` is the name without it.
    case scaleInName(name: String)
    /// librsvg (for SVG) or poppler-glib (for PDF) could not be loaded; `reason` says which and why.
    case libraryMissing(format: VectorFormat, reason: String)
    /// The DOCTYPE names an external DTD other than the W3C's SVG ones; `reference` is what it names.
    case externalSubset(reference: String)
    /// The file's entities expand by more than `limit` bytes.
    case entityBomb(limit: Int)
    /// The file has more than `limit` elements.
    case tooManyElements(limit: Int)
    /// The decoder child took longer than `seconds` on the file, on the clock or, with
    /// `processorTime`, of processor time, and was stopped.
    case decoderTimedOut(format: VectorFormat, seconds: Int, processorTime: Bool)
    /// The decoder child died of `signal` on the file: a crash (SIGKILL: killed from outside, as the system does short of memory).
    case decoderCrashed(format: VectorFormat, signal: String)
    /// The decoder child ran out of its address space (`memoryMebibytes` beyond its start) on the file.
    case decoderOutOfMemory(format: VectorFormat, memoryMebibytes: Int)
    /// The decoder child answered something other than what was asked (`detail`), and was stopped.
    case decoderGarbled(format: VectorFormat, detail: String)
    /// No decoder child could be started; `reason` is the system's.
    case decoderUnavailable(format: VectorFormat, reason: String)

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .externalReference(let reference):
            "refers to \(Self.quoted(reference)) outside the file; vector masks must be self-contained, so it is not loaded"
        case .embeddedImage(let detail):
            "embedded image refused: \(detail)"
        case .externalEntity:
            "declares an external XML entity; vector masks must be self-contained, so it is not loaded"
        case .noSize(.svg):
            "SVG has no size: give its root element width and height, or a viewBox"
        case .noSize(.pdf):
            "PDF page has no size"
        case .tooLarge(let width, let height, let limits):
            "drawing is \(Self.number(width))x\(Self.number(height)) px at this scale, over the limit of "
                + "\(limits.maxSide) px a side and \(limits.maxPixels) pixels"
        case .tooSmall(let width, let height, let scale):
            "drawing is \(Self.number(width))x\(Self.number(height)) pt, under one pixel at @\(scale)x"
        case .noPages:
            "PDF has no pages"
        case .malformed(let format, let detail):
            "invalid \(format.displayName) data: \(detail)"
        case .drawingFailed(let detail):
            "drawing failed: \(detail)"
        case .referenceBomb(let limit):
            "its <use> and url(#id) references draw more than \(limit) elements, or go round in a circle; refused as a reference bomb"
        case .tooDeep(let limit):
            "elements nest more than \(limit) deep"
        case .scaleInName(let name):
            "a vector file is drawn at every scale, so its name has no scale suffix: name it \(name)"
        case .libraryMissing(let format, let reason):
            "cannot draw \(format.displayName): \(reason)"
        case .externalSubset(let reference):
            "its DOCTYPE names the external DTD \(Self.quoted(reference)); vector masks must be self-contained, so it is not loaded"
        case .entityBomb(let limit):
            "its entities expand to more than \(limit) bytes beyond the file; refused as an entity expansion bomb"
        case .tooManyElements(let limit):
            "has more than \(limit) elements; refused before drawing"
        case .decoderTimedOut(let format, let seconds, false):
            "\(format.libraryName) did not finish drawing it within \(seconds) s, so it was stopped; nothing of it is drawn"
        case .decoderTimedOut(let format, let seconds, true):
            "\(format.libraryName) used more than \(seconds) s of processor time on it, so it was stopped; nothing of it is drawn"
        case .decoderCrashed(let format, "SIGKILL"):
            "\(format.libraryName) was killed (SIGKILL) while drawing it, as the system does when it runs short of memory; nothing of it is drawn"
        case .decoderCrashed(let format, let signal):
            "\(format.libraryName) crashed on it (\(signal)); nothing of it is drawn"
        case .decoderOutOfMemory(let format, let memory):
            "\(format.libraryName) ran out of its memory limit of \(memory) MB on it; nothing of it is drawn"
        case .decoderGarbled(let format, let detail):
            "the \(format.libraryName) process gave a malformed reply (\(detail.escapingControlCharacters)), so it was stopped; nothing of it is drawn"
        case .decoderUnavailable(let format, let reason):
            "cannot start the process that draws \(format.displayName): \(reason)"
        }
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
