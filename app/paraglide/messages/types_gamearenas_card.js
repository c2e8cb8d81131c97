/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_CardInputs */

const en_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill every seat with a rotating library of licensed PC games.`)
};

const de_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Füllen Sie jeden Platz mit einer wechselnden Bibliothek lizenzierter PC-Spiele.`)
};

const fr_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplissez chaque siège grâce à une ludothèque de jeux PC sous licence renouvelée.`)
};

const es_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llena cada asiento con una biblioteca rotativa de juegos de PC con licencia.`)
};

const pt_br2_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocupe todos os lugares com uma biblioteca rotativa de jogos de PC licenciados.`)
};

const ja_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`入れ替わるライセンス済みPCゲームのライブラリで、すべての席を埋めましょう。`)
};

const ko_types_gamearenas_card = /** @type {(inputs: Types_Gamearenas_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계속 바뀌는 라이선스 PC 게임 라이브러리로 모든 좌석을 채우세요.`)
};

/**
* | output |
* | --- |
* | "Fill every seat with a rotating library of licensed PC games." |
*
* @param {Types_Gamearenas_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_card = /** @type {((inputs?: Types_Gamearenas_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_card(inputs)
	if (locale === "fr") return fr_types_gamearenas_card(inputs)
	if (locale === "es") return es_types_gamearenas_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_card(inputs)
	if (locale === "ja") return ja_types_gamearenas_card(inputs)
	if (locale === "ko") return ko_types_gamearenas_card(inputs)
	return en_types_gamearenas_card(inputs)
});