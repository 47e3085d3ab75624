package calls

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
)

// FuzzDecodeCursor feeds arbitrary cursors to the decoder: it must never
// panic, must answer a 400 naming the cursor for anything it refuses, and
// what it accepts must be a valid position that encodes back to a cursor
// decoding to the same position.
func FuzzDecodeCursor(f *testing.F) {
	key := listQuery{status: "completed"}.filterKey()
	secret := []byte("0123456789abcdef0123456789abcdef")
	f.Add(encodeCursor(secret, time.Date(2026, 11, 2, 10, 0, 0, 123456000, time.UTC), uuid.MustParse("0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"), key))
	f.Add("start")
	f.Add("")
	f.Add("eyJ0IjoxLCJpIjoiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIn0")
	f.Add("e30")
	f.Add("bnVsbA")
	f.Add("!!!")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := decodeCursor(secret, s, key)
		if err != nil {
			if !apperr.Is(err, apperr.Invalid) {
				t.Fatalf("decode %q: want a 400, got %v", s, err)
			}
			return
		}
		if p.ID == uuid.Nil || p.T < minCursorMicros || p.T > maxCursorMicros || p.F != key {
			t.Fatalf("decode %q accepted an invalid position %+v", s, p)
		}
		again, err := decodeCursor(secret, encodeCursor(secret, p.at(), p.ID, key), key)
		if err != nil || again.T != p.T || again.ID != p.ID {
			t.Fatalf("round trip of %+v: %+v, %v", p, again, err)
		}
	})
}
