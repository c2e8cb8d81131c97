/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Fix_FieldsInputs */

const en_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please correct the highlighted fields.`)
};

const de_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte korrigiere die markierten Felder.`)
};

const fr_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez corriger les champs signalés.`)
};

const es_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige los campos marcados.`)
};

const pt_br2_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija os campos destacados.`)
};

const ja_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`強調表示された項目を修正してください。`)
};

const ko_pub_photos_fix_fields = /** @type {(inputs: Pub_Photos_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`표시된 항목을 수정해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please correct the highlighted fields." |
*
* @param {Pub_Photos_Fix_FieldsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_fix_fields = /** @type {((inputs?: Pub_Photos_Fix_FieldsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Fix_FieldsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_fix_fields(inputs)
	if (locale === "fr") return fr_pub_photos_fix_fields(inputs)
	if (locale === "es") return es_pub_photos_fix_fields(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_fix_fields(inputs)
	if (locale === "ja") return ja_pub_photos_fix_fields(inputs)
	if (locale === "ko") return ko_pub_photos_fix_fields(inputs)
	return en_pub_photos_fix_fields(inputs)
});