/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Photos_LinkInputs */

const en_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add, order and delete your photos`)
};

const de_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos hinzufügen, sortieren und löschen`)
};

const fr_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajoutez, ordonnez et supprimez vos photos`)
};

const es_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`añade, ordena y elimina tus fotos`)
};

const pt_br2_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adicione, ordene e exclua suas fotos`)
};

const ja_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真の追加・並べ替え・削除`)
};

const ko_reg_photos_link = /** @type {(inputs: Reg_Photos_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진 추가, 정렬, 삭제`)
};

/**
* | output |
* | --- |
* | "add, order and delete your photos" |
*
* @param {Reg_Photos_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_photos_link = /** @type {((inputs?: Reg_Photos_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Photos_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_photos_link(inputs)
	if (locale === "fr") return fr_reg_photos_link(inputs)
	if (locale === "es") return es_reg_photos_link(inputs)
	if (locale === "pt-BR") return pt_br2_reg_photos_link(inputs)
	if (locale === "ja") return ja_reg_photos_link(inputs)
	if (locale === "ko") return ko_reg_photos_link(inputs)
	return en_reg_photos_link(inputs)
});