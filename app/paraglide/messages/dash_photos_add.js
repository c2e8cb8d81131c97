/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Dash_Photos_AddInputs */

const en_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add photos (${i?.count} of ${i?.max})`)
};

const de_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos hinzufügen (${i?.count} von ${i?.max})`)
};

const fr_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter des photos (${i?.count} sur ${i?.max})`)
};

const es_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir fotos (${i?.count} de ${i?.max})`)
};

const pt_br2_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicionar fotos (${i?.count} de ${i?.max})`)
};

const ja_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`写真を追加（${i?.count}/${i?.max}）`)
};

const ko_dash_photos_add = /** @type {(inputs: Dash_Photos_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 추가 (${i?.count}/${i?.max})`)
};

/**
* | output |
* | --- |
* | "Add photos ({count} of {max})" |
*
* @param {Dash_Photos_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_photos_add = /** @type {((inputs: Dash_Photos_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Photos_AddInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_photos_add(inputs)
	if (locale === "fr") return fr_dash_photos_add(inputs)
	if (locale === "es") return es_dash_photos_add(inputs)
	if (locale === "pt-BR") return pt_br2_dash_photos_add(inputs)
	if (locale === "ja") return ja_dash_photos_add(inputs)
	if (locale === "ko") return ko_dash_photos_add(inputs)
	return en_dash_photos_add(inputs)
});