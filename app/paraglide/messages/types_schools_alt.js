/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_AltInputs */

const en_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a classroom with a shield icon above a row of gaming PCs`)
};

const de_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration eines Klassenzimmers mit einem Schild-Symbol über einer Reihe von Gaming-PCs`)
};

const fr_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’une salle de classe avec une icône de bouclier au-dessus d’une rangée de PC de jeu`)
};

const es_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de un aula con un icono de escudo sobre una fila de PC gaming`)
};

const pt_br2_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração de uma sala de aula com um ícone de escudo acima de uma fileira de PCs gamer`)
};

const ja_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングPCの列の上に盾のアイコンがある教室のイラスト`)
};

const ko_types_schools_alt = /** @type {(inputs: Types_Schools_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 PC 줄 위에 방패 아이콘이 있는 교실 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of a classroom with a shield icon above a row of gaming PCs" |
*
* @param {Types_Schools_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_alt = /** @type {((inputs?: Types_Schools_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_alt(inputs)
	if (locale === "fr") return fr_types_schools_alt(inputs)
	if (locale === "es") return es_types_schools_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_alt(inputs)
	if (locale === "ja") return ja_types_schools_alt(inputs)
	if (locale === "ko") return ko_types_schools_alt(inputs)
	return en_types_schools_alt(inputs)
});