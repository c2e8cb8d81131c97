/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Landing_Reg_PlayInputs */

const en_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Just here to play? ${i?.link} to follow LAN centers and never miss their events.`)
};

const de_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur zum Spielen hier? ${i?.link}, um LAN-Centern zu folgen und keines ihrer Events zu verpassen.`)
};

const fr_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous venez juste pour jouer ? ${i?.link} pour suivre des centres LAN et ne manquer aucun de leurs événements.`)
};

const es_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Solo vienes a jugar? ${i?.link} para seguir centros LAN y no perderte ninguno de sus eventos.`)
};

const pt_br2_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Só quer jogar? ${i?.link} para seguir centros LAN e não perder nenhum evento.`)
};

const ja_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`遊ぶだけなら、${i?.link}してLANセンターをフォローし、イベントを見逃さないようにしましょう。`)
};

const ko_landing_reg_play = /** @type {(inputs: Landing_Reg_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`게임만 하러 오셨나요? ${i?.link} LAN 센터를 팔로우하고 이벤트를 놓치지 마세요.`)
};

/**
* | output |
* | --- |
* | "Just here to play? {link} to follow LAN centers and never miss their events." |
*
* @param {Landing_Reg_PlayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_play = /** @type {((inputs: Landing_Reg_PlayInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_PlayInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_play(inputs)
	if (locale === "fr") return fr_landing_reg_play(inputs)
	if (locale === "es") return es_landing_reg_play(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_play(inputs)
	if (locale === "ja") return ja_landing_reg_play(inputs)
	if (locale === "ko") return ko_landing_reg_play(inputs)
	return en_landing_reg_play(inputs)
});