import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: a file's contents reach a message only as a short escaped prefix. A skin file that
/// is a link to a private key printed kilobytes of the key, into CI logs and annotations.
@Suite struct FileContentsInMessagesTests {
    /// A key as `ssh-keygen` lays it out: the real header and magic, then 3 KB of body lines.
    static let key: String = {
        var generator = SystemRandomNumberGenerator()
        let body = "b3BlbnNzaC1rZXktdjEAAAAA" + Data((0..<2400).map { _ in UInt8.random(in: 0...255, using: &generator) }).base64EncodedString()
        let lines = stride(from: 0, to: body.count, by: 70).map { start in
            String(body.dropFirst(start).prefix(70))
        }
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + lines.joined(separator: "\n") + "\n-----END OPENSSH PRIVATE KEY-----\n"
    }()

    /// The key's body lines, none of which a message may hold (the first starts with the magic every key shares).
    static var secretLines: [String] { key.split(separator: "\n").dropFirst(2).dropLast().map(String.init) }

    /// A folder with the key outside `project/`, and `project/RELATIVE` a link to it.
    static func linkToKey(at relative: String) -> TemporaryFolder {
        let folder = TemporaryFolder()
        let key = folder.write(Array(Self.key.utf8), to: "home/.ssh/id_ed25519")
        folder.write([], to: "project/.keep")
        try! FileManager.default.createSymbolicLink(atPath: folder.path + "/project/" + relative, withDestinationPath: key)
        return folder
    }

    static let quoted = "not '-----BEGIN OPENSSH PRIVATE KEY----- b3Bl...'"

    @Test func aSkinFileLinkedToAPrivateKeyIsQuotedByItsFirstFortyCharactersInBuild() throws {
        let folder = Self.linkToKey(at: "Evil.skin.yml")
        let result = try CommandRunner.run(["build", "Evil.skin.yml"], in: folder.url.appendingPathComponent("project"))
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: Evil.skin.yml:1:1: the skin file must be a mapping, \(Self.quoted)\n", "\(result.standardError)")
        for line in Self.secretLines { #expect(!result.standardError.contains(line.prefix(20))) }
    }

    @Test func aSkinFileLinkedToAPrivateKeyInATracedTreeIsQuotedByItsFirstFortyCharacters() throws {
        let folder = Self.linkToKey(at: "Evil.skin.yml")
        let result = try CommandRunner.run(["trace", "project", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors == ["barskin: error: project/Evil.skin.yml:1:1: the skin file must be a mapping, \(Self.quoted)"], "\(result.standardError)")
        for line in Self.secretLines {
            #expect(!result.standardError.contains(line.prefix(20)))
            #expect(!result.standardOutput.contains(line.prefix(20)))
        }
    }

    @Test(arguments: [
        ("version: 1\noutput: out\ntab-items:\n  selected-color: \"#" + String(repeating: "A", count: 300) + "\"\n",
         "invalid colour '#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...'"),
        // YAML refuses a raw control character; `\\e` is its escape for ESC.
        ("version: \"1\\e[2J" + String(repeating: "9", count: 100) + "\"\n", "unsupported skin version '1\\u{1B}[2J\(String(repeating: "9", count: 35))...'"),
        ("version: 1\n" + String(repeating: "k", count: 300) + ": 1\n", "unknown key 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk...'"),
    ])
    func aLongOrControlValueIsCutAndEscaped(skin: String, quoted: String) throws {
        let folder = TemporaryFolder()
        folder.write(Array(skin.utf8), to: "Long.skin.yml")
        let result = try CommandRunner.run(["build", "Long.skin.yml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains(quoted), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").allSatisfy { $0.count < 300 }, "\(result.standardError)")
    }
}
