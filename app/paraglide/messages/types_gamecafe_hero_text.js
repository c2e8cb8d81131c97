/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_Hero_TextInputs */

const en_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop juggling accounts and licenses. Our PC café program puts a large, licensed game library on every machine and keeps it up to date for you.`)
};

const de_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schluss mit dem Jonglieren von Konten und Lizenzen. Unser PC-Café-Programm bringt eine große, lizenzierte Spielebibliothek auf jeden Rechner und hält sie für Sie aktuell.`)
};

const fr_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fini de jongler avec les comptes et les licences. Notre programme PC café installe une grande ludothèque sous licence sur chaque machine et la tient à jour pour vous.`)
};

const es_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Olvídate de hacer malabares con cuentas y licencias. Nuestro programa para PC cafés pone una gran biblioteca de juegos con licencia en cada equipo y la mantiene al día por ti.`)
};

const pt_br2_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chega de malabarismo com contas e licenças. Nosso programa para PC cafés coloca uma grande biblioteca de jogos licenciada em cada máquina e a mantém atualizada para você.`)
};

const ja_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントやライセンスのやりくりはもう不要です。PCカフェプログラムが、すべてのPCに大規模なライセンス済みゲームライブラリを用意し、常に最新に保ちます。`)
};

const ko_types_gamecafe_hero_text = /** @type {(inputs: Types_Gamecafe_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정과 라이선스 관리에 시달리지 마세요. PC방 프로그램이 모든 PC에 대규모 라이선스 게임 라이브러리를 제공하고 최신 상태로 유지해 드립니다.`)
};

/**
* | output |
* | --- |
* | "Stop juggling accounts and licenses. Our PC café program puts a large, licensed game library on every machine and keeps it up to date for you." |
*
* @param {Types_Gamecafe_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_hero_text = /** @type {((inputs?: Types_Gamecafe_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_hero_text(inputs)
	if (locale === "fr") return fr_types_gamecafe_hero_text(inputs)
	if (locale === "es") return es_types_gamecafe_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_hero_text(inputs)
	if (locale === "ja") return ja_types_gamecafe_hero_text(inputs)
	if (locale === "ko") return ko_types_gamecafe_hero_text(inputs)
	return en_types_gamecafe_hero_text(inputs)
});