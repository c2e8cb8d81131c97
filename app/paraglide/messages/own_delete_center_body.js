/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Own_Delete_Center_BodyInputs */

const en_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This permanently deletes ${i?.name} and its contact details. This cannot be undone.`)
};

const de_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit werden ${i?.name} und die Kontaktdaten endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`)
};

const fr_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cela supprime définitivement ${i?.name} et ses coordonnées. Cette action est irréversible.`)
};

const es_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto elimina para siempre ${i?.name} y sus datos de contacto. No se puede deshacer.`)
};

const pt_br2_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Isso exclui permanentemente ${i?.name} e seus dados de contato. Não é possível desfazer.`)
};

const ja_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} とその連絡先情報が完全に削除されます。元に戻すことはできません。`)
};

const ko_own_delete_center_body = /** @type {(inputs: Own_Delete_Center_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}과(와) 연락처 정보가 영구적으로 삭제됩니다. 되돌릴 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "This permanently deletes {name} and its contact details. This cannot be undone." |
*
* @param {Own_Delete_Center_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_center_body = /** @type {((inputs: Own_Delete_Center_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Delete_Center_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_delete_center_body(inputs)
	if (locale === "fr") return fr_own_delete_center_body(inputs)
	if (locale === "es") return es_own_delete_center_body(inputs)
	if (locale === "pt-BR") return pt_br2_own_delete_center_body(inputs)
	if (locale === "ja") return ja_own_delete_center_body(inputs)
	if (locale === "ko") return ko_own_delete_center_body(inputs)
	return en_own_delete_center_body(inputs)
});