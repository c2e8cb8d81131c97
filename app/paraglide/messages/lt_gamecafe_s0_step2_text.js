/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_Step2_TextInputs */

const en_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers use their own game-platform accounts. New games arrive bi-weekly, automatically.`)
};

const de_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunden nutzen ihre eigenen Konten der Spieleplattform. Neue Spiele kommen automatisch alle zwei Wochen.`)
};

const fr_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les clients utilisent leurs propres comptes de la plateforme de jeu. De nouveaux jeux arrivent automatiquement toutes les deux semaines.`)
};

const es_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los clientes usan sus propias cuentas de la plataforma de juegos. Cada dos semanas llegan juegos nuevos, automáticamente.`)
};

const pt_br2_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os clientes usam as próprias contas da plataforma de jogos. Novos jogos chegam a cada duas semanas, automaticamente.`)
};

const ja_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お客様は自分のゲームプラットフォームのアカウントを使います。新しいゲームは隔週で自動的に追加されます。`)
};

const ko_lt_gamecafe_s0_step2_text = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`손님은 자신의 게임 플랫폼 계정을 사용합니다. 새 게임은 2주마다 자동으로 추가됩니다.`)
};

/**
* | output |
* | --- |
* | "Customers use their own game-platform accounts. New games arrive bi-weekly, automatically." |
*
* @param {Lt_Gamecafe_S0_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step2_text = /** @type {((inputs?: Lt_Gamecafe_S0_Step2_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_Step2_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_step2_text(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_step2_text(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_step2_text(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_step2_text(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_step2_text(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_step2_text(inputs)
	return en_lt_gamecafe_s0_step2_text(inputs)
});