/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_DeleteInputs */

const en_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const de_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const fr_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const es_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const pt_br2_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

const ja_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除`)
};

const ko_pub_photos_delete = /** @type {(inputs: Pub_Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`삭제`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Pub_Photos_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_delete = /** @type {((inputs?: Pub_Photos_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_delete(inputs)
	if (locale === "fr") return fr_pub_photos_delete(inputs)
	if (locale === "es") return es_pub_photos_delete(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_delete(inputs)
	if (locale === "ja") return ja_pub_photos_delete(inputs)
	if (locale === "ko") return ko_pub_photos_delete(inputs)
	return en_pub_photos_delete(inputs)
});