/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown>, when: NonNullable<unknown>, edited: NonNullable<unknown> }} Arv_By_EditedInputs */

const en_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By ${i?.name} (${i?.email}), ${i?.when}, edited ${i?.edited}`)
};

const de_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.name} (${i?.email}), ${i?.when}, bearbeitet ${i?.edited}`)
};

const fr_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Par ${i?.name} (${i?.email}), ${i?.when}, modifié le ${i?.edited}`)
};

const es_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name} (${i?.email}), ${i?.when}, editada el ${i?.edited}`)
};

const pt_br2_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ${i?.name} (${i?.email}), ${i?.when}, editada em ${i?.edited}`)
};

const ja_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投稿者: ${i?.name}（${i?.email}）、${i?.when}、${i?.edited} に編集`)
};

const ko_arv_by_edited = /** @type {(inputs: Arv_By_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`작성자: ${i?.name}(${i?.email}), ${i?.when}, ${i?.edited}에 수정됨`)
};

/**
* | output |
* | --- |
* | "By {name} ({email}), {when}, edited {edited}" |
*
* @param {Arv_By_EditedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_by_edited = /** @type {((inputs: Arv_By_EditedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_By_EditedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_by_edited(inputs)
	if (locale === "fr") return fr_arv_by_edited(inputs)
	if (locale === "es") return es_arv_by_edited(inputs)
	if (locale === "pt-BR") return pt_br2_arv_by_edited(inputs)
	if (locale === "ja") return ja_arv_by_edited(inputs)
	if (locale === "ko") return ko_arv_by_edited(inputs)
	return en_arv_by_edited(inputs)
});