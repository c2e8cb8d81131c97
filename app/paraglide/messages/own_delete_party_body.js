/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Own_Delete_Party_BodyInputs */

const en_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This permanently deletes ${i?.name} and its cover image. This cannot be undone.`)
};

const de_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit werden ${i?.name} und das Titelbild endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`)
};

const fr_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cela supprime définitivement ${i?.name} et son image de couverture. Cette action est irréversible.`)
};

const es_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto elimina para siempre ${i?.name} y su imagen de portada. No se puede deshacer.`)
};

const pt_br2_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Isso exclui permanentemente ${i?.name} e sua imagem de capa. Não é possível desfazer.`)
};

const ja_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} とそのカバー画像が完全に削除されます。元に戻すことはできません。`)
};

const ko_own_delete_party_body = /** @type {(inputs: Own_Delete_Party_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}과(와) 커버 이미지가 영구적으로 삭제됩니다. 되돌릴 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "This permanently deletes {name} and its cover image. This cannot be undone." |
*
* @param {Own_Delete_Party_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_party_body = /** @type {((inputs: Own_Delete_Party_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Delete_Party_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_delete_party_body(inputs)
	if (locale === "fr") return fr_own_delete_party_body(inputs)
	if (locale === "es") return es_own_delete_party_body(inputs)
	if (locale === "pt-BR") return pt_br2_own_delete_party_body(inputs)
	if (locale === "ja") return ja_own_delete_party_body(inputs)
	if (locale === "ko") return ko_own_delete_party_body(inputs)
	return en_own_delete_party_body(inputs)
});