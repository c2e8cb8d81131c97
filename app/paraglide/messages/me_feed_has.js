/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_HasInputs */

const en_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have a calendar link. If you lost it or shared it by mistake, reset it: the old link stops working at once.`)
};

const de_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast einen Kalender-Link. Wenn du ihn verloren oder versehentlich geteilt hast, setze ihn zurück: Der alte Link funktioniert dann sofort nicht mehr.`)
};

const fr_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez un lien de calendrier. Si vous l'avez perdu ou partagé par erreur, réinitialisez-le : l'ancien lien cesse aussitôt de fonctionner.`)
};

const es_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienes un enlace de calendario. Si lo has perdido o compartido por error, restablécelo: el enlace antiguo dejará de funcionar al instante.`)
};

const pt_br2_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você tem um link de calendário. Se você o perdeu ou compartilhou por engano, redefina-o: o link antigo para de funcionar na hora.`)
};

const ja_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーリンクは作成済みです。紛失したり誤って共有したりした場合はリセットしてください。古いリンクはすぐに使えなくなります。`)
};

const ko_me_feed_has = /** @type {(inputs: Me_Feed_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 링크가 있습니다. 잃어버렸거나 실수로 공유했다면 재설정하세요. 이전 링크는 즉시 작동하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "You have a calendar link. If you lost it or shared it by mistake, reset it: the old link stops working at once." |
*
* @param {Me_Feed_HasInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_has = /** @type {((inputs?: Me_Feed_HasInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_HasInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_has(inputs)
	if (locale === "fr") return fr_me_feed_has(inputs)
	if (locale === "es") return es_me_feed_has(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_has(inputs)
	if (locale === "ja") return ja_me_feed_has(inputs)
	if (locale === "ko") return ko_me_feed_has(inputs)
	return en_me_feed_has(inputs)
});