/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, radius: NonNullable<unknown> }} Dir_Place_Note_AroundInputs */

const en_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Around ${i?.place}: centers within ${i?.radius} and those whose name or address matches.`)
};

const de_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rund um ${i?.place}: Center im Umkreis von ${i?.radius} und solche, deren Name oder Adresse passt.`)
};

const fr_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autour de ${i?.place} : centres dans un rayon de ${i?.radius} et ceux dont le nom ou l'adresse correspond.`)
};

const es_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alrededor de ${i?.place}: centros a menos de ${i?.radius} y aquellos cuyo nombre o dirección coincide.`)
};

const pt_br2_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arredores de ${i?.place}: centros a até ${i?.radius} e aqueles cujo nome ou endereço corresponde.`)
};

const ja_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place}周辺：${i?.radius}以内のセンターと、名前または住所が一致するセンター。`)
};

const ko_dir_place_note_around = /** @type {(inputs: Dir_Place_Note_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} 주변: 반경 ${i?.radius} 이내의 센터와 이름 또는 주소가 일치하는 센터입니다.`)
};

/**
* | output |
* | --- |
* | "Around {place}: centers within {radius} and those whose name or address matches." |
*
* @param {Dir_Place_Note_AroundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_place_note_around = /** @type {((inputs: Dir_Place_Note_AroundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Place_Note_AroundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_place_note_around(inputs)
	if (locale === "fr") return fr_dir_place_note_around(inputs)
	if (locale === "es") return es_dir_place_note_around(inputs)
	if (locale === "pt-BR") return pt_br2_dir_place_note_around(inputs)
	if (locale === "ja") return ja_dir_place_note_around(inputs)
	if (locale === "ko") return ko_dir_place_note_around(inputs)
	return en_dir_place_note_around(inputs)
});