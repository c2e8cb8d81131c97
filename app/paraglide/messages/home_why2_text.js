/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why2_TextInputs */

const en_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New licensed games arrive bi-weekly, with no extra work for your staff.`)
};

const de_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen kommen neue lizenzierte Spiele, ohne Mehraufwand für Ihr Personal.`)
};

const fr_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux sous licence arrivent toutes les deux semaines, sans travail en plus pour votre équipe.`)
};

const es_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegan juegos con licencia nuevos cada dos semanas, sin trabajo extra para tu personal.`)
};

const pt_br2_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos licenciados chegam a cada duas semanas, sem trabalho extra para sua equipe.`)
};

const ja_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいライセンス済みゲームが隔週で届き、スタッフの手間は増えません。`)
};

const ko_home_why2_text = /** @type {(inputs: Home_Why2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 라이선스 게임이 2주마다 추가되며 직원의 추가 작업은 없습니다.`)
};

/**
* | output |
* | --- |
* | "New licensed games arrive bi-weekly, with no extra work for your staff." |
*
* @param {Home_Why2_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why2_text = /** @type {((inputs?: Home_Why2_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why2_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why2_text(inputs)
	if (locale === "fr") return fr_home_why2_text(inputs)
	if (locale === "es") return es_home_why2_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_why2_text(inputs)
	if (locale === "ja") return ja_home_why2_text(inputs)
	if (locale === "ko") return ko_home_why2_text(inputs)
	return en_home_why2_text(inputs)
});