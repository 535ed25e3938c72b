import BarSkinCore
internal import CVector

/// One file through a decoder child: opened there, measured, and drawn on the canvas the
/// parent lays out from that size, so every limit is checked here before the child
/// allocates a pixel. The child's failures become one ``VectorError`` naming the file.
struct SandboxedDecode {
    let path: String
    /// The file by its path and contents, as claimed.
    let key: VectorChildPool.FileKey
    let format: VectorFormat
    let sandbox: VectorSandbox
    var pool = VectorChildPool.shared

    /// The drawing's size in points, and the bitmap `layout` asks for once it knows that size
    /// (nil: measure only). The caller has claimed the file (``VectorChildPool/claim(_:)``).
    /// - Throws: ``VectorError``, or what `layout` throws.
    func run(_ bytes: [UInt8], layout: ((width: Double, height: Double)) throws -> VectorLayout?) throws -> (size: (width: Double, height: Double), bitmap: Bitmap?) {
        var attempt = 0
        while true {
            let child: VectorChild
            do { child = try pool.take(format, sandbox: sandbox, holding: key) } catch {
                throw VectorProblem.decoderUnavailable(format: format, reason: error.text).located(at: path)
            }
            let reused = child.served
            do {
                let result = try exchange(bytes, with: child, layout: layout)
                pool.giveBack(child, sandbox: sandbox)
                return result
            } catch let failure as VectorChildFailure {
                let ending = child.stop(dying: failure == .ended)
                // A child kept idle may have gone away since: once, a fresh one is asked.
                if failure == .ended, reused, attempt == 0 {
                    attempt += 1
                    continue
                }
                let error = stopped(failure, ending: ending)
                pool.remember(error, for: key)
                throw error
            } catch let refusal as Refusal {
                // The library's refusal is the file's at every scale; the child answered in full and serves on.
                pool.giveBack(child, sandbox: sandbox)
                pool.remember(refusal.error, for: key)
                throw refusal.error
            } catch {
                // The layout's refusal (a size over the limits at this scale): the child waits for the next request.
                pool.giveBack(child, sandbox: sandbox)
                throw error
            }
        }
    }

    /// A refusal of the file itself rather than of one scale.
    private struct Refusal: Error {
        let error: VectorError
    }

    /// One file's requests: opened unless the child holds it open already (its other
    /// scales are drawn from the document parsed for the first), then drawn. The document
    /// stays open for the next scale; opening another replaces it.
    private func exchange(_ bytes: [UInt8], with child: VectorChild,
                          layout: ((width: Double, height: Double)) throws -> VectorLayout?) throws -> (size: (width: Double, height: Double), bitmap: Bitmap?) {
        let deadline = ContinuousClock.now.advanced(by: .seconds(sandbox.seconds))
        let size: (width: Double, height: Double)
        if let open = child.document, child.holds(key) {
            size = open.size
        } else {
            child.document = nil
            try child.send(VectorRequest.open(bytes), before: deadline)
            switch try child.receive(.size, before: deadline) {
            case .size(let width, let height):
                guard width > 0, height > 0 else { throw Refusal(error: VectorProblem.noSize(format: format).located(at: path)) }
                size = (width, height)
                child.document = (key, size)
            case .failed(let kind, let message): throw Refusal(error: refusal(kind, message))
            case .pixels: preconditionFailure("only a size is read after an open")
            }
        }
        guard let planned = try layout(size) else { return (size, nil) }
        try child.send(VectorRequest.draw(planned, size: size), before: deadline)
        switch try child.receive(.pixels(width: planned.canvasWidth, height: planned.canvasHeight), before: deadline) {
        case .pixels(let bitmap): return (size, bitmap)
        // cairo's refusal of this canvas (out of memory at @3x) is this scale's, not the file's.
        case .failed(let kind, let message): throw refusal(kind, message)
        case .size: preconditionFailure("only pixels are read after a draw")
        }
    }

    /// The library's own refusal of the file.
    private func refusal(_ kind: UInt8, _ message: [UInt8]) -> VectorError {
        let text = VectorProblem.libraryText(message.map { CChar(bitPattern: $0) } + [0], library: format.libraryName)
        switch UInt32(kind) {
        case BS_CHILD_MALFORMED.rawValue:
            // At libxml2's place, where librsvg gave one (0 where it gave none).
            let line = text.line > 0 ? text.line : nil, column = text.line > 0 && text.column > 0 ? text.column : nil
            return VectorProblem.malformed(format: format, detail: text.text).located(at: path, line: line, column: column)
        case BS_CHILD_NO_PAGES.rawValue: return VectorProblem.noPages.located(at: path)
        case BS_CHILD_DRAWING_FAILED.rawValue: return VectorProblem.drawingFailed(detail: text.text).located(at: path)
        case BS_CHILD_LIBRARY_MISSING.rawValue:
            return VectorProblem.libraryMissing(format: format, reason: String(decoding: message, as: UTF8.self).escapingControlCharacters).located(at: path)
        default: return VectorProblem.decoderGarbled(format: format, detail: "refusal \(kind): \(text.text)").located(at: path)
        }
    }

    /// What became of a child that did not answer in full.
    private func stopped(_ failure: VectorChildFailure, ending: SystemCalls.ProcessEnding?) -> VectorError {
        switch (failure, ending) {
        case (.timedOut, _):
            return VectorProblem.decoderTimedOut(format: format, seconds: sandbox.seconds, processorTime: false).located(at: path)
        case (.garbled(let detail), _):
            return VectorProblem.decoderGarbled(format: format, detail: detail).located(at: path)
        case (.ended, .exited(BS_CHILD_EXIT_OUT_OF_MEMORY)?):
            return VectorProblem.decoderOutOfMemory(format: format, memoryMebibytes: sandbox.memoryMebibytes).located(at: path)
        case (.ended, .signalled(let signal)?) where SystemCalls.isProcessorTimeSignal(signal):
            return VectorProblem.decoderTimedOut(format: format, seconds: sandbox.seconds, processorTime: true).located(at: path)
        case (.ended, .signalled(let signal)?):
            return VectorProblem.decoderCrashed(format: format, signal: SystemCalls.signalName(signal)).located(at: path)
        case (.ended, _):
            return VectorProblem.decoderGarbled(format: format, detail: "it ended without answering").located(at: path)
        }
    }
}
