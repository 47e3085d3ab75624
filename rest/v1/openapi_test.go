package v1

import "testing"

func TestSpecIsValid(t *testing.T) {
	b, doc, err := Spec()
	if err != nil {
		t.Fatal(err)
	}
	if len(b) == 0 || doc.Paths.Find("/v1/me") == nil {
		t.Fatal("merged document lacks /v1/me")
	}
}
